#!/usr/bin/env node
// The practical floor of a generation request: a minimal NestJS app (Express, as the server runs)
// that checks the bearer token's signature and expiry, holds the credits in one PostgreSQL round
// trip (a ledger row and the balance in one statement) and calls the provider with the same task
// the server sends. Nothing else: no validation, limits, catalogue, settlement or stored result.
// bench/generation-overhead.mjs starts it as a child process beside the server and sends it the
// same request, so what the server adds above the floor is measured in the same run.
// Settings (environment): PORT, DATABASE_URL, JWT_SECRET, PROVIDER_URL, PROVIDER_KEY.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Module, Post, Req, UnauthorizedException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const { PORT, DATABASE_URL, JWT_SECRET, PROVIDER_URL, PROVIDER_KEY } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });

// Tables of its own: the floor's holds never touch the product's balances.
await pool.query(`
  CREATE TABLE IF NOT EXISTS bench_floor_balances (user_id text PRIMARY KEY, balance numeric NOT NULL);
  CREATE TABLE IF NOT EXISTS bench_floor_ledger (
    id uuid PRIMARY KEY, user_id text NOT NULL, amount numeric NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now());
`);

const HOLD = `
  WITH held AS (
    INSERT INTO bench_floor_balances (user_id, balance) VALUES ($1, 1000000 - $2::numeric)
    ON CONFLICT (user_id) DO UPDATE SET balance = bench_floor_balances.balance - $2::numeric
      WHERE bench_floor_balances.balance >= $2::numeric
    RETURNING balance)
  INSERT INTO bench_floor_ledger (id, user_id, amount)
    SELECT $3, $1, -$2::numeric FROM held RETURNING amount`;

function callerOf(request) {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  try {
    return jwt.verify(token ?? '', JWT_SECRET).sub;
  } catch {
    throw new UnauthorizedException();
  }
}

class FloorController {
  async generate(request) {
    const userId = callerOf(request);
    const { rowCount } = await pool.query(HOLD, [userId, 0.5, randomUUID()]);
    if (rowCount !== 1) throw new UnauthorizedException('Not enough credits');
    const response = await fetch(PROVIDER_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${PROVIDER_KEY}` },
      body: JSON.stringify([{ ...request.body, taskUUID: randomUUID() }]),
    });
    if (!response.ok) throw new Error(`provider answered ${response.status}`);
    const { data } = await response.json();
    return { images: data.map((image) => ({ imageURL: image.imageURL })) };
  }
}
// Decorators applied as calls: this file runs as plain JavaScript, with no compile step.
Controller()(FloorController);
const generate = Object.getOwnPropertyDescriptor(FloorController.prototype, 'generate');
Req()(FloorController.prototype, 'generate', 0);
HttpCode(200)(FloorController.prototype, 'generate', generate);
Post('generate')(FloorController.prototype, 'generate', generate);

class FloorModule {}
Module({ controllers: [FloorController] })(FloorModule);

const app = await NestFactory.create(FloorModule, { logger: ['error'] });
app.enableShutdownHooks();
await app.listen(Number(PORT), '127.0.0.1');
process.send?.('ready');
