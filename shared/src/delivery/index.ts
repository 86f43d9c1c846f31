// Delivery's part of the contract: zones, windows, addresses and the fee rule.
export * from './address';
export * from './district-name';
export * from './fee';
export * from './map-pin';
export * from './order-delivery';
export * from './run-sheet';
export * from './short-address';
export * from './slot-rules';
export * from './slots';
export * from './zones';
