-- One random article of the first 10,000 per request.
local percentiles = require("percentiles")
request = function()
  return wrk.format("GET", "/api/v1/articles/" .. math.random(1, 10000))
end
done = percentiles.report
