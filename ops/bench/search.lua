-- A random query from words that occur across the generated site, often matching many articles:
-- in both languages, as an API client may ask, or with BENCH_ONE_LANGUAGE=1 in a random one of
-- them, as the site's search page always asks.
local percentiles = require("percentiles")
require("readers").number_threads(tonumber(os.getenv("BENCH_DELAY_MS") or ""))
local queries = {
  "council", "budget", "elections", "marathon", "library", "satellite", "timisoara", "bucuresti",
  "stiri", "tehnologie", "parlamentul", "handbal", "bakeries", "podcast", "cycling lanes",
  "smart traffic", "piata producatorilor", "iasi", "cluj", "investitii", "opinion", "jazz",
}
local languages = os.getenv("BENCH_ONE_LANGUAGE") == "1" and { "&lang=en", "&lang=ro" } or { "" }
request = function()
  local q = queries[math.random(1, #queries)]:gsub(" ", "%%20")
  return wrk.format("GET", "/api/v1/search?q=" .. q .. languages[math.random(1, #languages)])
end
done = percentiles.report
