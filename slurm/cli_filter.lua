--[[ advisor cli_filter plugin for sbatch/salloc/srun (CliFilterPlugins=lua; Slurm 22.05+, Lua 5.1+).

Runs on the submitting host, as the user, so it may call Python: for a job that
names its task it runs

    advisor place --workload W --kernel K [--dataset D] [--size P=V ...] --format json [--platform $ADVISOR_PLATFORM]

and sets the partition ($ADVISOR_CPU_PARTITION / $ADVISOR_GPU_PARTITION,
default cpu / gpu) and --gres=gpu:N from the answer. A job names its task as
WORKLOAD/KERNEL[/DATASET][,PARAM=VALUE...] in its comment
(--comment "advisor:polybench/gemm/LARGE,NI=4000", also from an #SBATCH line)
or in the environment variable ADVISOR_TASK.

Environment: ADVISOR_BIN (command, default "advisor"), ADVISOR_PLATFORM,
ADVISOR_TIMEOUT_S (default 10: the whole call, via coreutils timeout),
ADVISOR_CLI_FILTER=off to skip. What the user chose (-p, --gres) wins; any
failure (no advisor, a timeout, a fallback answer) leaves the job unchanged
and never stops the submission.
]]

local function env(name, default)
  local value = os.getenv(name)
  if value == nil or value == "" then return default end
  return value
end

local function is_unset(value)
  return value == nil or value == "" or value == "(null)"
end

-- WORKLOAD/KERNEL[/DATASET][,PARAM=VALUE...] -> command-line arguments, or nil if malformed.
local function place_arguments(annotation)
  local spec, rest = string.match(annotation, "^([^,]+)(.*)$")
  if not spec then return nil end
  local workload, kernel, dataset = string.match(spec, "^([%w%._%-]+)/([%w%._%-]+)/?([%w%._%-]*)$")
  if not workload then return nil end
  local args = { "--workload", workload, "--kernel", kernel }
  if dataset ~= "" then args[#args + 1] = "--dataset"; args[#args + 1] = dataset end
  local consumed = ""
  for param, value in string.gmatch(rest, ",([%a_][%w_]*)=([%d%.eE%+%-]+)") do
    args[#args + 1] = "--size"; args[#args + 1] = param .. "=" .. value
    consumed = consumed .. "," .. param .. "=" .. value
  end
  if consumed ~= rest then return nil end
  return args
end

local function annotation_of(options)
  local comment = options["comment"]
  if not is_unset(comment) then
    local found = string.match(comment, "advisor:(%S+)")
    if found then return found end
  end
  return env("ADVISOR_TASK", nil)
end

-- Run advisor place; returns device, gpus or nil.
local function ask(args)
  local command = env("ADVISOR_BIN", "advisor") .. " place"
  for _, arg in ipairs(args) do command = command .. " '" .. arg .. "'" end   -- args match [%w._/=+-]: no quotes inside
  local platform = env("ADVISOR_PLATFORM", nil)
  if platform then command = command .. " --platform '" .. string.gsub(platform, "'", "") .. "'" end
  command = "timeout " .. tonumber(env("ADVISOR_TIMEOUT_S", "10")) .. " " .. command .. " --format json 2>/dev/null"
  local pipe = io.popen(command, "r")
  if not pipe then return nil end
  local out = pipe:read("*a") or ""
  pipe:close()
  if string.match(out, '"fallback"%s*:%s*true') then return nil end
  local device = string.match(out, '"device"%s*:%s*"(%a+)"')
  local gpus = tonumber(string.match(out, '"gpus"%s*:%s*(%d+)') or "0")
  return device, gpus
end

local function advise(options)
  if env("ADVISOR_CLI_FILTER", "on") == "off" then return end
  local annotation = annotation_of(options)
  if not annotation then return end
  local args = place_arguments(annotation)
  if not args then
    slurm.log_info("advisor: cannot read task %s (want WORKLOAD/KERNEL[/DATASET][,P=V...])", annotation)
    return
  end
  local device, gpus = ask(args)
  if device == "gpu" then
    if is_unset(options["partition"]) then options["partition"] = env("ADVISOR_GPU_PARTITION", "gpu") end
    if is_unset(options["gres"]) then options["gres"] = "gpu:" .. math.max(gpus or 1, 1) end
  elseif device == "cpu" then
    if is_unset(options["partition"]) then options["partition"] = env("ADVISOR_CPU_PARTITION", "cpu") end
  end
end

function slurm_cli_setup_defaults(options, early_pass)
  return slurm.SUCCESS
end

function slurm_cli_pre_submit(options, pack_offset)
  local ok, err = pcall(advise, options)
  if not ok then slurm.log_info("advisor: job left as submitted: %s", tostring(err)) end
  return slurm.SUCCESS
end

function slurm_cli_post_submit(offset, job_id, step_id)
  return slurm.SUCCESS
end

return slurm.SUCCESS
