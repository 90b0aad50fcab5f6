import { INPUT_DEPTH_MAX, nestsDeeperThan } from '@camtour/shared/schemas/common';
import { AppError } from './app-error';

/**
 * Throws the 400 `json-too-deep` when arrays and objects nest past INPUT_DEPTH_MAX: no input of
 * ours comes near it, and every later step (the NUL scan, the schema, a handler, a log line)
 * may then walk what it is given without a thought for the call stack.
 */
export function refuseDeep(...parts: unknown[]): void {
  if (parts.some((part) => nestsDeeperThan(part, INPUT_DEPTH_MAX))) {
    throw new AppError('json-too-deep');
  }
}
