-- A reader's mix, one request at a time per connection: 55 % list pages, 25 % articles, 8 %
-- searches, 8 % views and 4 % like toggles by random readers. With BENCH_DELAY_MS set, each
-- connection waits that long after each answer (a steady rate below capacity). BENCH_MIX=reads
-- sends only the reads (lists, articles, searches, in the same proportions), =writes only the
-- views and likes.
local percentiles = require("percentiles")
require("readers").number_threads(tonumber(os.getenv("BENCH_DELAY_MS") or ""))
local json = { ["Content-Type"] = "application/json" }
local languages = { "en", "ro" }
local words = { "council", "budget", "elections", "marathon", "library", "stiri", "handbal", "cluj", "jazz" }
local function reader()
  return string.format('"fingerprint":"soak-%d-%09d"', id, math.random(0, 999999999))
end
local mix = os.getenv("BENCH_MIX") or "all"
local lowest = mix == "writes" and 89 or 1
local highest = mix == "reads" and 88 or 100
request = function()
  local pick = math.random(lowest, highest)
  local article = math.random(1, 10000)
  if pick <= 55 then
    local language = languages[math.random(1, 2)]
    return wrk.format("GET", "/api/v1/articles?language=" .. language .. "&offset=" .. 10 * math.random(0, 99))
  elseif pick <= 80 then
    return wrk.format("GET", "/api/v1/articles/" .. article)
  elseif pick <= 88 then
    return wrk.format("GET", "/api/v1/search?q=" .. words[math.random(1, #words)])
  elseif pick <= 96 then
    return wrk.format("POST", "/api/v1/articles/" .. article .. "/views", json, "{" .. reader() .. "}")
  end
  return wrk.format("POST", "/api/v1/articles/" .. math.random(1, 50) .. "/interactions", json,
    '{"type":"like",' .. reader() .. "}")
end
done = percentiles.report
