--[[ advisor job_submit plugin for slurmctld (JobSubmitPlugins=lua; Slurm 22.05+, Lua 5.1+).

Sets the partition and --gres=gpu:N of a job from a PRE-COMPUTED advice table.
The controller never runs Python and never waits: the table is a Lua data file
written beforehand by

    advisor place --table --workload polybench --platform NODE --format lua > advisor_table.lua

and re-read at most every ADVISOR_TABLE_TTL seconds (default 60). It lives
beside this script, or where ADVISOR_TABLE (slurmctld's environment) says.

A job names its task, first match wins, as WORKLOAD/KERNEL[/DATASET][,PARAM=VALUE...]:
  * in its comment:        sbatch --comment "advisor:polybench/gemm/LARGE"
  * in its environment:    ADVISOR_TASK=polybench/gemm/LARGE sbatch ...
  * in its batch script:   a line  #ADVISOR polybench/gemm/LARGE

What the user chose wins: an explicit partition or GPU request is left alone.
A task missing from the table, a fallback entry, a missing or broken table, or
any error leaves the job as submitted (logged at info level); the plugin
always returns slurm.SUCCESS.
]]

local TTL = tonumber(os.getenv("ADVISOR_TABLE_TTL") or "") or 60
local advisor_table, loaded_at = nil, nil

local function table_path()
  local from_env = os.getenv("ADVISOR_TABLE")
  if from_env and from_env ~= "" then return from_env end
  local source = debug.getinfo(1, "S").source or ""
  local dir = string.match(source, "^@(.*)/[^/]*$") or "."
  return dir .. "/advisor_table.lua"
end

local function load_table()
  local now = os.time()
  if advisor_table ~= nil and loaded_at ~= nil and now - loaded_at < TTL then return advisor_table end
  loaded_at = now
  local path = table_path()
  local chunk, err = loadfile(path, "t", {})        -- Lua 5.2+: text only, empty environment
  if chunk and setfenv then setfenv(chunk, {}) end  -- Lua 5.1: the same sandbox
  if not chunk then
    slurm.log_info("advisor: no advice table (%s); jobs keep their placement", tostring(err))
    return advisor_table
  end
  local ok, result = pcall(chunk)
  if ok and type(result) == "table" then
    advisor_table = result
  else
    slurm.log_info("advisor: advice table %s is broken (%s); keeping the previous one", path, tostring(result))
  end
  return advisor_table
end

-- The task a job names: comment, then environment, then an #ADVISOR script line.
local function annotation_of(job_desc)
  local comment = job_desc.comment
  if comment then
    local found = string.match(comment, "advisor:(%S+)")
    if found then return found end
  end
  local ok, env = pcall(function() return job_desc.environment end)
  if ok and type(env) == "table" then
    local value = env.ADVISOR_TASK
    if value and value ~= "" then return value end
  end
  local script = job_desc.script
  if script then
    local found = string.match(script, "^#ADVISOR%s+(%S+)") or string.match(script, "\n#ADVISOR%s+(%S+)")
    if found then return found end
  end
  return nil
end

local function is_unset(value)
  return value == nil or value == "" or value == "(null)"
end

local function advise(job_desc)
  local annotation = annotation_of(job_desc)
  if not annotation then return end
  local advice = load_table()
  if not advice then return end
  local entry = advice[annotation]
  if entry == nil and not string.find(annotation, ",", 1, true) then
    entry = advice[string.gsub(annotation, "/$", "")]
  end
  if type(entry) ~= "table" or entry.fallback then
    slurm.log_info("advisor: no advice for %s; job keeps its placement", annotation)
    return
  end
  if entry.partition and is_unset(job_desc.partition) then
    job_desc.partition = entry.partition
  end
  if entry.gres and is_unset(job_desc.tres_per_node) then
    job_desc.tres_per_node = "gres:" .. entry.gres      -- what --gres=gpu:N gives in Slurm 22.05
  end
  slurm.log_info("advisor: %s -> %s (partition %s, gres %s)", annotation, tostring(entry.device),
                 tostring(job_desc.partition), tostring(job_desc.tres_per_node))
end

function slurm_job_submit(job_desc, part_list, submit_uid)
  local ok, err = pcall(advise, job_desc)
  if not ok then slurm.log_info("advisor: job left as submitted: %s", tostring(err)) end
  return slurm.SUCCESS
end

function slurm_job_modify(job_desc, job_rec, part_list, modify_uid)
  return slurm.SUCCESS
end

return slurm.SUCCESS
