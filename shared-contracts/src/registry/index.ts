// The remote registry, its routes and the page's boot data, free of React: the API reads them too.
export * from './remote-registry';
export * from './boot-data';
export * from './server-render';
export * from './route-shows';
export * from '../routes/route-table';
export * from '../routes/match-route';
