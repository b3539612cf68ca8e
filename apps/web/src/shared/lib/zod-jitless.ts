/**
 * Zod probes with `new Function`, as it builds a schema, whether it may compile fast parsers; the
 * CSP forbids eval, so the browser would report a violation wherever the contract's schemas load.
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core's `config` writes there,
 * and zod adopts an object already in place), so this module sets `jitless` there without
 * importing zod: the pages without a form then download no zod at all.
 *
 * The setting must be in place before any module builds a schema, and a module's imports are
 * evaluated before its body: each entry therefore imports this module for its effect, first.
 */
const zodGlobals = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobals.__zod_globalConfig ??= {};
zodGlobals.__zod_globalConfig.jitless = true;
