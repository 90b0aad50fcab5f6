import * as repo from './orders-repository';

/**
 * What other modules may do with stock (the KHQR holds of issue 13): move it
 * by per-variant deltas through the same conditional update an order uses.
 */
export const { applyStockDeltas, stockDeltas } = repo;
