import { readFileSync } from 'node:fs';
import axios, { type AxiosInstance } from 'axios';
import qs from 'qs';
import { createDemoAdapter, type DemoAdapterOptions } from '../../server/cms/demo/demo-adapter';

const FIXTURES = new URL('../fixtures/strapi/v4/', import.meta.url);

export function v4Fixture(file: string): unknown {
  return JSON.parse(readFileSync(new URL(file, FIXTURES), 'utf8'));
}

export interface SampleCall {
  file: string;
  method: string;
  url: string;
  status: number;
}

export function sampleCalls(): SampleCall[] {
  return (v4Fixture('_index.json') as { files: SampleCall[] }).files;
}

/**
 * An axios client configured like the site's (qs brackets, every status resolved), so tests
 * see what the CMS client sees.
 */
export function demoClient(options?: DemoAdapterOptions): AxiosInstance {
  return axios.create({
    baseURL: 'http://cms.invalid',
    adapter: createDemoAdapter(options),
    paramsSerializer: { serialize: (params) => qs.stringify(params, { encodeValuesOnly: true }) },
    validateStatus: () => true,
  });
}

export interface V4Item {
  id: number;
  attributes: Record<string, unknown> & { locale: string };
}

export async function getList(client: AxiosInstance, url: string): Promise<V4Item[]> {
  const response = await client.get<{ data: V4Item[] }>(url);
  return response.data.data;
}

export async function getOne(client: AxiosInstance, url: string): Promise<V4Item> {
  const response = await client.get<{ data: V4Item }>(url);
  return response.data.data;
}
