-- One random article of the first 10,000 (BENCH_ARTICLES) per request; with BENCH_TOKEN set, sent
-- as a bearer token.
local percentiles = require("percentiles")
require("readers").number_threads(tonumber(os.getenv("BENCH_DELAY_MS") or ""))
local articles = tonumber(os.getenv("BENCH_ARTICLES") or "10000")
local token = os.getenv("BENCH_TOKEN")
local headers = nil
if token and token ~= "" then
  headers = { ["Authorization"] = "Bearer " .. token }
end
request = function()
  return wrk.format("GET", "/api/v1/articles/" .. math.random(1, articles), headers)
end
done = percentiles.report
