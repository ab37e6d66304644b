// The game page's few sounds, made on the spot with the Web Audio API. Python
// chooses each one (app/sound.py, only once the player has turned sound on)
// and asks for it with a SOUND_EVENT (app/browser_screen.py); nothing
// here knows a rule. Browsers start audio only on a tap, so a sound asked for
// before one is dropped, never played late, and a later tap wakes the audio.
const root = document.documentElement;
const LATE_MS = 400;  // a sound that could not start within this is dropped
const GAP = 0.03;  // seconds between two sounds asked for together
const PEAK = 0.12;  // quiet: the loudest a sound gets (1 is full scale)

let audio = null;
let free = 0;  // when, in audio time, the sounds already asked for end

// A gain that rises in 5 ms to `peak` and fades out over `length` seconds.
function envelope(at, length, peak) {
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  gain.connect(audio.destination);
  return gain;
}

function tone(at, frequency, length) {
  const oscillator = audio.createOscillator();
  oscillator.type = "triangle";
  oscillator.frequency.value = frequency;
  oscillator.connect(envelope(at, length, PEAK));
  oscillator.start(at);
  oscillator.stop(at + length);
}

// A short burst of noise around `pitch`: the click of a tile or a die.
function click(at, pitch) {
  const length = 0.035;
  const buffer = audio.createBuffer(1, Math.ceil(audio.sampleRate * length), audio.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let index = 0; index < samples.length; index += 1) samples[index] = Math.random() * 2 - 1;
  const noise = audio.createBufferSource();
  noise.buffer = buffer;
  const band = audio.createBiquadFilter();
  band.type = "bandpass";
  band.frequency.value = pitch;
  noise.connect(band);
  band.connect(envelope(at, length, 2 * PEAK));
  noise.start(at);
}

// Each sound starts at `at` and returns how long it lasts (all under 300 ms).
const SOUNDS = {
  laid(at) {
    click(at, 1400);
    tone(at, 196, 0.08);
    return 0.08;
  },
  dice(at) {
    [0, 0.05, 0.11, 0.15].forEach((offset, index) => click(at + offset, 2200 + 500 * index));
    return 0.19;
  },
  "your-turn"(at) {
    tone(at, 659, 0.1);
    tone(at + 0.1, 880, 0.14);
    return 0.24;
  },
  "game-over"(at) {
    [523, 659, 784].forEach((frequency, index) => tone(at + 0.08 * index, frequency, 0.12));
    return 0.28;
  },
};

function play(name) {
  const make = SOUNDS[name];
  if (!make) return;
  try {
    audio ??= new (window.AudioContext || window.webkitAudioContext)();
  } catch {
    return;  // no audio in this browser: the game goes on in silence
  }
  const asked = performance.now();
  audio.resume().then(() => {
    if (performance.now() - asked > LATE_MS) return;
    const at = Math.max(audio.currentTime, free);
    free = at + make(at) + GAP;
    // Hook for tests: how many sounds the browser has played.
    root.dataset.soundsPlayed = String(Number(root.dataset.soundsPlayed || 0) + 1);
  }).catch(() => {});
}

// Audio the browser held back until a tap (a sound asked for by the
// computer's move, before this page had one) starts on the next tap.
function wake() {
  if (audio && audio.state !== "running") audio.resume().catch(() => {});
}

document.addEventListener(SOUND_EVENT, (event) => play(event.detail));
for (const type of ["click", "keydown"]) document.addEventListener(type, wake, true);
