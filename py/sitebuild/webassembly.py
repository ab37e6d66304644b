"""What a WebAssembly module's memory holds as it is instantiated, read from
the module's binary (the WebAssembly core specification's data section):
the build ships Pyodide's memory snapshot as its difference from it
(sitebuild.package.as_difference_from_instantiated_memory)."""

from __future__ import annotations

MAGIC = b"\0asm\x01\0\0\0"
DATA_SECTION = 11
I32_CONST = 0x41
END = 0x0B


class WebAssemblyError(ValueError):
    """A binary this reader cannot lay out: not a module, or a data segment
    placed other than at a constant offset of the first memory."""


def leb128(data: bytes, at: int, *, signed: bool = False) -> tuple[int, int]:
    """The LEB128 number at `at` (two's complement if `signed`), and where the next field starts."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                value -= 1 << shift
            return value, at


def data_segments(module: bytes) -> list[tuple[int, bytes]]:
    """Each active data segment of `module` as (offset, bytes)."""
    if not module.startswith(MAGIC):
        raise WebAssemblyError("not a WebAssembly module (version 1)")
    segments: list[tuple[int, bytes]] = []
    at = len(MAGIC)
    while at < len(module):
        section = module[at]
        size, at = leb128(module, at + 1)
        end = at + size
        if section == DATA_SECTION:
            count, at = leb128(module, at)
            for number in range(count):
                flags, at = leb128(module, at)
                if flags != 0 or module[at] != I32_CONST:
                    raise WebAssemblyError(f"data segment {number} is not at a constant offset of the first memory")
                offset, at = leb128(module, at + 1, signed=True)
                if module[at] != END:
                    raise WebAssemblyError(f"data segment {number}'s offset is not a single constant")
                length, at = leb128(module, at + 1)
                segments.append((offset, module[at : at + length]))
                at += length
        at = end
    return segments


def initial_memory(module: bytes) -> bytes:
    """The memory `module` is instantiated with, up to the end of its last
    data segment: each segment at its offset, zeros elsewhere."""
    segments = data_segments(module)
    memory = bytearray(max((offset + len(data) for offset, data in segments), default=0))
    for offset, data in segments:
        memory[offset : offset + len(data)] = data
    return bytes(memory)
