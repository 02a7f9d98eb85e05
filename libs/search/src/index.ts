// Route declarations for libs/site's route table (each page is its own chunk), and the top bar's search box (a plain
// form; its combobox loads on first focus).
export { searchRoute } from './routes';
export { SearchBox } from './box/search-box';
