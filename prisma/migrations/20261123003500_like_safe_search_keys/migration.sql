-- Search keys store LIKE's wildcards as look-alikes (lib/arabic.ts likeSafe), as post keys already
-- did: '\' → U+29F5, '%' → U+066A, '_' → U+2017. Rewrites the keys stored before.
UPDATE "user" SET "searchKey" = replace(replace(replace("searchKey", '\', '⧵'), '%', '٪'), '_', '‗');
UPDATE "Opportunity" SET "searchKey" = replace(replace(replace("searchKey", '\', '⧵'), '%', '٪'), '_', '‗');
UPDATE "ResearchProject" SET "searchKey" = replace(replace(replace("searchKey", '\', '⧵'), '%', '٪'), '_', '‗');
