// The rule of `npm start` (scripts/build-state.mjs): build when a source is newer than the build.
export { needsBuild } from '../../../scripts/build-state.mjs';
