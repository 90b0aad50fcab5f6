-- "Once per customer" promo limits count by promoCustomerKey (packages/shared/src/domain/promo.ts):
-- the mailbox an address reaches, not its spelling. Past uses were stored under the e-mail as
-- ordered; they are rewritten here with the same steps, so they keep counting: NFKC, lower case,
-- NFKC again; invisible characters dropped (format, control and default-ignorable code points,
-- U+2800: the class below is the JavaScript one, range by range); trimmed; then, for an address
-- with an @, the domain loses its trailing dots (googlemail.com is gmail.com), the local part its
-- +tag, and a gmail.com local part its dots.
WITH cleaned AS (
	SELECT "id", btrim(
		regexp_replace(
			normalize(lower(normalize("customer_key", NFKC)), NFKC),
			'[\u0001-\u001f\u007f-\u009f\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u17b4-\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]',
			'',
			'g'
		),
		E' \u1680\u2028\u2029'
	) AS "v"
	FROM "promo_redemptions"
), split AS (
	SELECT "id", "v",
		substring("v" FROM '^(.*)@[^@]*$') AS "local_part",
		regexp_replace(substring("v" FROM '@([^@]*)$'), '\.+$', '') AS "domain"
	FROM cleaned
), mailbox AS (
	SELECT "id", "v",
		CASE WHEN "domain" = 'googlemail.com' THEN 'gmail.com' ELSE "domain" END AS "mail_domain",
		CASE WHEN strpos("local_part", '+') > 1
			THEN left("local_part", strpos("local_part", '+') - 1)
			ELSE "local_part"
		END AS "untagged"
	FROM split
), keyed AS (
	SELECT "id",
		CASE
			WHEN "untagged" IS NULL THEN "v"
			WHEN "mail_domain" = 'gmail.com' THEN replace("untagged", '.', '') || '@gmail.com'
			ELSE "untagged" || '@' || "mail_domain"
		END AS "customer_key"
	FROM mailbox
)
UPDATE "promo_redemptions" AS r
SET "customer_key" = keyed."customer_key"
FROM keyed
WHERE r."id" = keyed."id" AND r."customer_key" IS DISTINCT FROM keyed."customer_key";
