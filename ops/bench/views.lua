-- A view of a random one of the first 10,000 articles by a random new reader per request. With
-- BENCH_VIEW_DELAY_MS set, each connection waits that long between views (a steady background rate).
local percentiles = require("percentiles")
require("readers").number_threads(tonumber(os.getenv("BENCH_VIEW_DELAY_MS") or ""))
local headers = { ["Content-Type"] = "application/json" }
request = function()
  local body = string.format('{"fingerprint":"bench-%d-%012d"}', id, math.random(0, 999999999999))
  return wrk.format("POST", "/api/v1/articles/" .. math.random(1, 10000) .. "/views", headers, body)
end
done = percentiles.report
