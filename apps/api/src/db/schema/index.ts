export * from './places';
export * from './accounts';
