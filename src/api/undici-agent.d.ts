// undici's Agent module, loaded on its own (transport.ts): it exports the class as module.exports.
declare module 'undici/lib/dispatcher/agent.js' {
  import type { Agent } from 'undici';
  const AgentClass: typeof Agent;
  export default AgentClass;
}
