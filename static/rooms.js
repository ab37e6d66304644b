// A room's connections: WebRTC data channels between the host's device and
// each guest's, which find each other through the signalling service the
// build names (ROOM_SERVICE, a PeerServer: PeerJS's own, or one run by
// `build.py serve`). Loaded only when a page opens or joins a room, with the
// PeerJS library it needs. It carries text and says what happens; Python
// (app/rooms) decides everything.
//
//   oddsevensRooms.open(role, code, tell) -> {send(device, text), drop(device), close()}
//   tell(event, device, text): "ready", "opened", "received", "closed" or
//   "problem" (text: app.rooms.link.PROBLEMS)
window.oddsevensRooms = (() => {
  const HOST_ID = "oddsevens-";  // the host's peer id: this and the room's code
  const RETRY_MS = [1000, 2000, 4000, 8000];  // a guest's waits before trying the host again
  const SERVICE_RETRY_MS = 3000;

  let library = null;
  function peerClass() {
    if (!library) {
      library = new Promise((resolve, reject) => {
        const script = document.createElement("script");
        script.src = PEERJS_LIBRARY;
        script.onload = () => resolve(window.peerjs.Peer);
        script.onerror = () => { library = null; reject(new Error("no-service")); };
        document.head.append(script);
      });
    }
    return library;
  }

  function options() {
    const service = ROOM_SERVICE;
    return {
      host: service.host || window.location.hostname,
      port: service.port || Number(window.location.port) || (window.location.protocol === "https:" ? 443 : 80),
      path: service.path,
      secure: service.secure === null ? window.location.protocol === "https:" : service.secure,
      key: service.key,
      config: {iceServers: service.ice_servers},
    };
  }

  // What went wrong, in app.rooms.link.PROBLEMS' words; `reached`: the
  // service answered once (else it cannot be reached at all).
  function problemOf(error, reached) {
    if (error.type === "browser-incompatible") return "unsupported";
    if (error.type === "peer-unavailable") return "host-away";
    if (error.type === "unavailable-id") return "id-taken";
    if (reached && (error.type === "network" || error.type === "disconnected")) return "service-lost";
    return "no-service";
  }

  function text(data) {
    return typeof data === "string" ? data : "";
  }

  // The host: a peer named after the room, which every guest's device calls.
  function host(Peer, code, tell) {
    const channels = new Map();
    let peer = null;
    let closed = false;
    let reached = false;
    function start() {
      peer = new Peer(HOST_ID + code, options());
      peer.on("open", () => { reached = true; tell("ready", "", ""); });
      peer.on("connection", (channel) => {
        let opened = false;
        const open = () => {
          if (opened) return;
          opened = true;
          channels.set(channel.peer, channel);
          tell("opened", channel.peer, "");
        };
        channel.on("open", open);
        channel.on("data", (data) => { open(); tell("received", channel.peer, text(data)); });
        channel.on("close", () => {
          if (channels.get(channel.peer) === channel) {
            channels.delete(channel.peer);
            tell("closed", channel.peer, "");
          }
        });
        channel.on("error", () => {});
      });
      peer.on("disconnected", () => {
        if (closed) return;
        tell("problem", "", reached ? "service-lost" : "no-service");
        setTimeout(() => { if (!closed && !peer.destroyed) peer.reconnect(); }, SERVICE_RETRY_MS);
      });
      peer.on("error", (error) => {
        if (closed) return;
        tell("problem", "", problemOf(error, reached));
        if (peer.destroyed || error.type === "unavailable-id") {
          peer.destroy();
          setTimeout(() => { if (!closed) start(); }, SERVICE_RETRY_MS);
        }
      });
    }
    start();
    return {
      send(device, message) {
        const channel = channels.get(device);
        if (channel && channel.open) channel.send(message);
      },
      drop(device) {
        const channel = channels.get(device);
        if (channel) setTimeout(() => channel.close(), 200);  // after what was sent last
      },
      close() {
        closed = true;
        for (const channel of channels.values()) channel.close();
        setTimeout(() => peer.destroy(), 200);
      },
    };
  }

  // A guest: a peer with a name of the service's choosing, which calls the
  // host, and calls again, with growing waits, whenever the channel is lost.
  function guest(Peer, code, tell) {
    let peer = null;
    let channel = null;
    let closed = false;
    let reached = false;
    let attempts = 0;
    let timer = null;
    function later(callback, wait) {
      clearTimeout(timer);
      timer = setTimeout(() => { if (!closed) callback(); }, wait);
    }
    function call() {
      if (!peer || peer.disconnected || peer.destroyed) return;
      const mine = peer.connect(HOST_ID + code, {reliable: true, serialization: "raw"});
      channel = mine;
      mine.on("open", () => { attempts = 0; tell("opened", "host", ""); });
      mine.on("data", (data) => tell("received", "host", text(data)));
      mine.on("close", () => {
        if (channel !== mine) return;
        channel = null;
        tell("closed", "host", "");
        later(call, RETRY_MS[Math.min(attempts++, RETRY_MS.length - 1)]);
      });
      mine.on("error", () => {});
    }
    function start() {
      peer = new Peer(options());
      peer.on("open", () => { reached = true; tell("ready", "", ""); call(); });
      peer.on("disconnected", () => {
        if (closed) return;
        tell("problem", "", reached ? "service-lost" : "no-service");
        later(() => { if (peer.disconnected && !peer.destroyed) peer.reconnect(); }, SERVICE_RETRY_MS);
      });
      peer.on("error", (error) => {
        if (closed) return;
        tell("problem", "", problemOf(error, reached));
        if (error.type === "peer-unavailable") {
          channel = null;
          later(call, RETRY_MS[Math.min(attempts++, RETRY_MS.length - 1)]);
        } else if (peer.destroyed) {
          later(start, SERVICE_RETRY_MS);
        }
      });
    }
    start();
    // A phone that wakes or comes back online calls the host at once.
    const wake = () => { if (!closed && !channel && peer && peer.open) later(call, 0); };
    window.addEventListener("online", wake);
    document.addEventListener("visibilitychange", wake);
    return {
      send(device, message) {
        if (channel && channel.open) channel.send(message);
      },
      drop() {},
      close() {
        closed = true;
        clearTimeout(timer);
        if (peer) peer.destroy();
      },
    };
  }

  return {
    open(role, code, tell) {
      let link = null;
      let ended = false;
      peerClass().then(
        (Peer) => {
          if (!ended) link = (role === "host" ? host : guest)(Peer, code, tell);
        },
        () => tell("problem", "", "no-service"),
      );
      return {
        send(device, message) { if (link) link.send(device, message); },
        drop(device) { if (link) link.drop(device); },
        close() { ended = true; if (link) link.close(); },
      };
    },
  };
})();
