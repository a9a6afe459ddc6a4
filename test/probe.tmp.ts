import { startApp } from './support/start-app';
const app = await startApp({ LOG_LEVEL: 'error' });
const post = async (path: string, body: string, type: string) => {
  const r = await fetch(app.url + path, { method: 'POST', body, headers: { 'content-type': type, accept: 'application/json' } });
  console.log(path, body.slice(0, 60), r.status, (await r.text()).slice(0, 300));
};
await post('/api/forms/contact', 'constructor=1', 'application/x-www-form-urlencoded');
await post('/api/forms/contact', 'toString=1&valueOf=2', 'application/x-www-form-urlencoded');
await post('/api/forms/contact', 'name=a&name=b', 'application/x-www-form-urlencoded');
await post('/api/forms/contact', JSON.stringify({ name: ['a'], phone: { x: 1 } }), 'application/json');
await post('/api/forms/contact', JSON.stringify({ name: 'Dilnoza', last_name: 'R', phone: 5, email: 'd@example.com' }), 'application/json');
await post('/ru/contact', 'constructor=1', 'application/x-www-form-urlencoded');
for (const p of ['//a%20b', '/RU/deposit', '/ru/deposit/omonat-plus.html', '/ru/news/-1', '/ru/search?query=' + 'a'.repeat(250), '/%E0%A4%A']) {
  const r = await fetch(app.url + p, { redirect: 'manual' });
  console.log(p.slice(0, 40), r.status, r.headers.get('location'));
}
await app.close();
