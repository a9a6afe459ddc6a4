import request from 'supertest';
import type { App } from '../../server/app';

/** Strapi's webhook call for an entry of `model` published, signed with `secret`. */
export const publishedWebhook = (app: App, secret: string, model: string) =>
  request(app)
    .post('/api/cms/webhook')
    .set('Authorization', `Bearer ${secret}`)
    .send({ event: 'entry.publish', model });
