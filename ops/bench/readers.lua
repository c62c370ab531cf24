-- What scripts posting as many readers share: each wrk thread numbered (`id`, for distinct reader
-- ids) and seeded apart, and with a delay in ms set, a wait after each answer on every connection.
local M = {}
function M.number_threads(delay_ms)
  local thread_id = 0
  setup = function(thread)
    thread_id = thread_id + 1
    thread:set("id", thread_id)
  end
  init = function()
    math.randomseed(os.time() * 100 + id)
  end
  if delay_ms then
    -- wrk waits in whole milliseconds (it drops the fraction), so a wait of 2.4 ms is 2 ms three
    -- times in five and 3 ms the other two: the mean is the wait asked for.
    local whole = math.floor(delay_ms)
    delay = function()
      return whole + (math.random() < delay_ms - whole and 1 or 0)
    end
  end
end
return M
