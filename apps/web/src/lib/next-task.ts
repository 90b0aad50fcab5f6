/**
 * Resolves in a later task: the browser paints and handles input in between. Long work after
 * the first paint is cut at these points, since a phone runs each task about four times longer
 * than a desktop, and every task over 50 ms delays the next tap (issue 17, total blocking time).
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
