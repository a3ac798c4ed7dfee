// ENT-06 / VAL-08: the last 100 console entries since the app loaded, redacted as they are captured.
import type { ConsoleLogEntry, ConsoleLogType } from '@pm/contracts';
import { CONSOLE_LOG_TYPES } from '@pm/contracts';

import { redact } from './redact';

export const CONSOLE_CAPTURE_LIMIT = 100;

let entries: ConsoleLogEntry[] = [];
let restore: (() => void) | null = null;

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function recordConsoleEntry(type: ConsoleLogType, args: readonly unknown[], now = new Date()): void {
  entries.push({ type, message: redact(args.map(describe).join(' ')), timestamp: now.toISOString() });
  if (entries.length > CONSOLE_CAPTURE_LIMIT) entries = entries.slice(-CONSOLE_CAPTURE_LIMIT);
}

/** Wraps console.log/warn/error once; the original methods still print. */
export function installConsoleCapture(): void {
  if (restore) return;
  const originals = CONSOLE_LOG_TYPES.map((type) => [type, console[type]] as const);
  for (const [type, original] of originals) {
    console[type] = (...args: unknown[]) => {
      try {
        recordConsoleEntry(type, args);
      } catch {
        // Capturing must never break logging.
      }
      original.apply(console, args);
    };
  }
  restore = () => {
    for (const [type, original] of originals) console[type] = original;
  };
}

export function getConsoleEntries(): ConsoleLogEntry[] {
  return entries.map((entry) => ({ ...entry }));
}

/** Tests only. */
export function resetConsoleCapture(): void {
  restore?.();
  restore = null;
  entries = [];
}
