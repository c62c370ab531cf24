-- A random page (20 articles, every status) of the admin article list, newest first, with the
-- admin API key in BENCH_TOKEN; every fifth request searches titles too.
local percentiles = require("percentiles")
local headers = { ["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN") }
local counter = 0
request = function()
  counter = counter + 1
  local path = "/api/v1/admin/articles?limit=20&offset=" .. 20 * math.random(0, 499)
  if counter % 5 == 0 then
    path = "/api/v1/admin/articles?limit=20&q=oradea"
  end
  return wrk.format("GET", path, headers)
end
done = percentiles.report
