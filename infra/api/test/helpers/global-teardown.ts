export default async function globalTeardown(): Promise<void> {
  await globalThis.kanriTestServer?.stop();
  globalThis.kanriTestServer = undefined;
}
