"""``run_async`` leaves the event loop free: sandbox runs started together overlap, and a coroutine that
only waits keeps running meanwhile."""

from __future__ import annotations

import asyncio
import time

from dataagents.sandbox import Limits, run_async


def test_sandbox_runs_overlap_and_do_not_block_the_loop() -> None:
    async def main() -> tuple[float, list[str], int]:
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.05)
                ticks += 1

        tick = asyncio.create_task(ticker())
        t0 = time.perf_counter()
        results = await asyncio.gather(
            *(
                run_async(f"import time; time.sleep(1.5); print({i})", limits=Limits(timeout_s=30))
                for i in range(3)
            )
        )
        took = time.perf_counter() - t0
        tick.cancel()
        return took, [r.stdout.strip() for r in results], ticks

    took, outs, ticks = asyncio.run(main())
    assert outs == ["0", "1", "2"]
    assert took < 3.0  # three 1.5 s sleeps one after another would take 4.5 s
    assert ticks >= 20  # the loop ticked while the sandbox ran (about 30 ticks in 1.5 s)
