/**
 * The slow device the developer aids measure on: the CPU 4x slower and a mobile network (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up), set through Chromium's DevTools protocol.
 */
export async function slowDown(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}
