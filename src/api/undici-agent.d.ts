// undici's Agent module alone (transport.ts): the package's index also loads fetch, WebSocket,
// caches and mocks, which the API client never uses.
declare module 'undici/lib/dispatcher/agent.js' {
  const Agent: typeof import('undici').Agent;
  export default Agent;
}
