/** The bank's Next.js app: nothing beyond the defaults (no remote fonts or images, telemetry off by env). */
const nextConfig = {
  reactStrictMode: true,
};

export default nextConfig;
