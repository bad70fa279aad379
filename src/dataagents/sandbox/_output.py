"""Capped capture of a byte stream: keep a head and a rolling tail, count everything."""

from __future__ import annotations


class CappedBuffer:
    """Keeps the first and last ``cap`` bytes of a stream; memory stays O(cap) whatever arrives."""

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.total = 0
        self._head = bytearray()
        self._tail = bytearray()

    def write(self, data: bytes) -> None:
        self.total += len(data)
        room = self.cap - len(self._head)
        if room > 0:
            self._head += data[:room]
            data = data[room:]
        if data:
            self._tail += data
            if len(self._tail) > self.cap:
                del self._tail[: len(self._tail) - self.cap]

    @property
    def truncated(self) -> bool:
        return self.total > self.cap

    def render(self, *, tail: bool) -> str:
        """Head (success) or tail (error) as text, with a marker saying how much was cut."""
        if not self.truncated:
            return bytes(self._head + self._tail).decode("utf-8", errors="replace")
        cut = self.total - self.cap
        if tail:
            # The tail buffer holds the last ``cap`` bytes once more than ``cap`` bytes arrived
            # after the head; otherwise stitch the end of the head on.
            data = bytes(self._head + self._tail)[-self.cap :] if self.cap else b""
            return f"[... {cut} bytes cut, tail kept ...]\n" + data.decode("utf-8", errors="replace")
        return self._head.decode("utf-8", errors="replace") + f"\n[... {cut} bytes cut, head kept ...]"


def cap_text(data: bytes, cap: int, *, tail: bool) -> tuple[str, bool]:
    buf = CappedBuffer(cap)
    buf.write(data)
    return buf.render(tail=tail), buf.truncated
