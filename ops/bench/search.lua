-- A random query from words that occur across the generated site, often matching many articles.
local percentiles = require("percentiles")
require("readers").number_threads(tonumber(os.getenv("BENCH_DELAY_MS") or ""))
local queries = {
  "council", "budget", "elections", "marathon", "library", "satellite", "timisoara", "bucuresti",
  "stiri", "tehnologie", "parlamentul", "handbal", "bakeries", "podcast", "cycling lanes",
  "smart traffic", "piata producatorilor", "iasi", "cluj", "investitii", "opinion", "jazz",
}
request = function()
  local q = queries[math.random(1, #queries)]:gsub(" ", "%%20")
  return wrk.format("GET", "/api/v1/search?q=" .. q)
end
done = percentiles.report
