-- The admin dashboard (30 days of series, the week's top articles, subscribers, comments
-- waiting, the last backup, failed jobs) with the admin API key in BENCH_TOKEN.
local percentiles = require("percentiles")
local headers = { ["Authorization"] = "Bearer " .. os.getenv("BENCH_TOKEN") }
request = function()
  return wrk.format("GET", "/api/v1/admin/dashboard", headers)
end
done = percentiles.report
