"""Reading a WebAssembly module's memory as instantiated (sitebuild.webassembly),
on modules built here byte by byte."""

from __future__ import annotations

import pytest

from sitebuild import webassembly


def leb128(number: int) -> bytes:
    """`number` (non-negative) as unsigned LEB128."""
    out = bytearray()
    while True:
        byte = number & 0x7F
        number >>= 7
        if number:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def module_with(*segments: bytes) -> bytes:
    """A module of a custom section and a data section of `segments`, each written whole."""
    custom_payload = bytes([4]) + b"name" + b"xyz"
    custom = bytes([0]) + leb128(len(custom_payload)) + custom_payload
    data_payload = leb128(len(segments)) + b"".join(segments)
    return webassembly.MAGIC + custom + bytes([webassembly.DATA_SECTION]) + leb128(len(data_payload)) + data_payload


def active(offset_leb: bytes, data: bytes) -> bytes:
    """An active segment of the first memory at the i32.const whose signed LEB128 is `offset_leb`."""
    return bytes([0, webassembly.I32_CONST]) + offset_leb + bytes([webassembly.END]) + leb128(len(data)) + data


def test_each_active_segment_lies_at_its_offset_with_zeros_between():
    module = module_with(active(bytes([4]), b"ab"), active(bytes([0x80, 0x01]), b"xyz"))  # offsets 4 and 128
    memory = webassembly.initial_memory(module)
    assert len(memory) == 131
    assert memory[4:6] == b"ab" and memory[128:] == b"xyz"
    assert set(memory[:4]) == set(memory[6:128]) == {0}


def test_an_offset_whose_leb128_has_its_sign_bit_is_read_as_signed():
    assert webassembly.leb128(bytes([0x7F]), 0, signed=True) == (-1, 1)
    assert webassembly.leb128(bytes([0x7F]), 0) == (127, 1)
    assert webassembly.leb128(bytes([0xC0, 0x00]), 0, signed=True) == (64, 2)


def test_a_module_without_data_starts_with_no_memory_to_copy():
    assert webassembly.initial_memory(webassembly.MAGIC) == b""


def test_a_passive_segment_is_refused():
    passive = bytes([1]) + leb128(2) + b"no"
    with pytest.raises(webassembly.WebAssemblyError, match="data segment 0 is not at a constant offset"):
        webassembly.initial_memory(module_with(passive))


def test_an_offset_read_from_a_global_is_refused():
    from_global = bytes([0, 0x23, 0, webassembly.END]) + leb128(1) + b"g"
    with pytest.raises(webassembly.WebAssemblyError, match="data segment 0"):
        webassembly.initial_memory(module_with(from_global))


def test_bytes_that_are_not_a_module_are_refused():
    with pytest.raises(webassembly.WebAssemblyError, match="not a WebAssembly module"):
        webassembly.initial_memory(b"PK\x03\x04 a zip")
