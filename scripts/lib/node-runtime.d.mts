export const LTS_NODE_VERSION: string;
export function provideNode(version?: string): Promise<string>;
