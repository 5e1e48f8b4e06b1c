const s = performance.now();
await import('/work/main/packages/server/.tmpb/app.mjs');
console.log('loaded', performance.now() - s);
