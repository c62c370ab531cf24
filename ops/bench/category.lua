-- A random one of the first 10 pages of a random category's list in a random language: the
-- category pages of the site.
local percentiles = require("percentiles")
require("readers").number_threads(tonumber(os.getenv("BENCH_DELAY_MS") or ""))
local languages = { "en", "ro" }
local categories = { "news", "politics", "sports", "business", "tech", "lifestyle", "podcast", "opinion" }
request = function()
  return wrk.format("GET", "/api/v1/articles?language=" .. languages[math.random(1, 2)] .. "&category="
    .. categories[math.random(1, #categories)] .. "&offset=" .. 10 * math.random(0, 9))
end
done = percentiles.report
