import { startStandInCms } from './stand-in-cms';
const cms = await startStandInCms(30);
console.log(cms.url);
setInterval(() => console.log('count', cms.count()), 5000);
