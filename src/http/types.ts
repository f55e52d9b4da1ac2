import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.js';

declare module 'fastify' {
  interface FastifyInstance {
    pdn: Context;
  }
}

export type RouteModule = (app: FastifyInstance) => void;
export type PageQuery = { limit: number; starting_after?: string };
