// Route declarations for libs/site's route table (each page is its own chunk); never the pages themselves.
export { leadersRoute, leaderStatRoute } from './routes';
