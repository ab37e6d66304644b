"""The build's settings for rooms (sitebuild.room_service): the signalling
service and the ICE servers, and what the pages' policy lets through."""

from __future__ import annotations

import pytest

from sitebuild import room_service
from sitebuild.project import BuildError


def test_a_site_built_as_it_is_uses_peerjss_public_server_and_one_stun_server():
    service = room_service.room_service({})
    assert (service["host"], service["port"], service["path"], service["secure"]) == ("0.peerjs.com", 443, "/", True)
    assert service["ice_servers"] == room_service.DEFAULT_ICE_SERVERS
    assert room_service.policy_sources(service) == "https://0.peerjs.com:443 wss://0.peerjs.com:443"


def test_a_service_of_its_own_is_the_only_one_the_pages_may_reach():
    service = room_service.room_service({room_service.SERVICE_VARIABLE: "https://signal.example.org:8443/rooms/"})
    assert (service["host"], service["port"], service["path"]) == ("signal.example.org", 8443, "/rooms/")
    assert room_service.policy_sources(service) == "https://signal.example.org:8443 wss://signal.example.org:8443"


def test_a_service_on_the_pages_own_host_follows_the_page_and_is_allowed_by_scheme():
    settings = {room_service.SERVICE_VARIABLE: "http://*:9000/", room_service.ICE_VARIABLE: "[]"}
    service = room_service.room_service(settings)
    assert service["host"] is None and service["secure"] is None and service["port"] == 9000
    assert service["ice_servers"] == []
    assert room_service.policy_sources(service) == "http: https: ws: wss:"


@pytest.mark.parametrize(
    "settings",
    [
        {room_service.SERVICE_VARIABLE: "ftp://example.org/"},
        {room_service.SERVICE_VARIABLE: "example.org"},
        {room_service.ICE_VARIABLE: "not json"},
        {room_service.ICE_VARIABLE: '[{"url": "stun:x"}]'},
    ],
)
def test_settings_that_cannot_be_used_stop_the_build_saying_why(settings):
    with pytest.raises(BuildError, match="ODDSEVENS_"):
        room_service.room_service(settings)
