-- A random page (10 articles) anywhere in a random language's list (BENCH_DEPTH articles
-- deep): the deep offsets a crawler or a reader paging far back asks for.
local percentiles = require("percentiles")
require("readers").number_threads(tonumber(os.getenv("BENCH_DELAY_MS") or ""))
local languages = { "en", "ro" }
local pages = math.floor(tonumber(os.getenv("BENCH_DEPTH") or "5000") / 10) - 1
request = function()
  local offset = 10 * math.random(0, pages)
  return wrk.format("GET", "/api/v1/articles?language=" .. languages[math.random(1, 2)] .. "&offset=" .. offset)
end
done = percentiles.report
