'use strict';

// The site reads whole lists with pagination[pageSize]=100.
module.exports = {
  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },
};
