-- A random page (10 articles) of a random language's list per request.
local percentiles = require("percentiles")
require("readers").number_threads(tonumber(os.getenv("BENCH_DELAY_MS") or ""))
local languages = { "en", "ro" }
request = function()
  local offset = 10 * math.random(0, 99)
  return wrk.format("GET", "/api/v1/articles?language=" .. languages[math.random(1, 2)] .. "&offset=" .. offset)
end
done = percentiles.report
