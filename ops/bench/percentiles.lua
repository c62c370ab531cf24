-- Prints one machine-readable line per run: requests/s and latency percentiles in ms.
local M = {}
function M.report(summary, latency, requests)
  local seconds = summary.duration / 1e6
  io.write(string.format("RESULT rps=%.0f p50=%.2f p95=%.2f p99=%.2f errors=%d non2xx=%d\n",
    summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.status))
end
return M
