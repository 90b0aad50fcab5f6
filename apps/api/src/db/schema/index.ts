export * from './places';
export * from './accounts';
export * from './catalog';
export * from './cart';
export * from './travel';
export * from './planner';
export * from './demo';
export * from './orders';
