import { searchFromParams } from '@peresadka/contracts/search-url';
import { callEarly } from '../api/early-answers.ts';

/*
 * First in the results page's head (build/early-calls.ts): the search its address names is
 * asked for as the page's HTML is read, while the app's code is still on its way. The app
 * checks the address's fields itself; when they were valid its search is this very call, and
 * it takes the answer. An address with an invalid field makes the app ask for something else,
 * and this answer goes unused.
 */
const search = searchFromParams(new URLSearchParams(location.search));
if (search) callEarly('searchRoutes', search);
