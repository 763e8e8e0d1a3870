#!/usr/bin/env bash
# Two Huella API processes on one new PostgreSQL database, nginx (deploy/nginx.conf) in front with round robin, a
# few API calls through nginx, then everything stopped and the database dropped (docs/scaling.md "N API processes
# behind a load balancer"). Not part of npm test: it needs nginx (Debian: apt-get install -y nginx), curl and jq.
#
#   deploy/try-two-processes.sh [balancer port, default 18080; the processes take the next two] [pooler host:port]
#
# The database is made on TEST_ADMIN_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
# With a pooler (a PgBouncer in transaction mode, deploy/pgbouncer.ini, whose entry reaches that database) the
# processes connect through it instead, the same user at that address.
set -euo pipefail
cd "$(dirname "$0")/.."

server_url=${TEST_ADMIN_DATABASE_URL:-${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}}
balancer_port=${1:-18080}
ports=($((balancer_port + 1)) $((balancer_port + 2)))
password=two-processes-$RANDOM$RANDOM
work=$(mktemp -d /tmp/huella-two-processes-XXXXXX)
db=huella_two_$(date +%s)_$RANDOM
database_url=${server_url%/*}/$db
[ -n "${2:-}" ] && database_url=$(echo "$database_url" | sed -E "s#@[^/]+/#@$2/#")
pids=()
failures=0

stop() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  [ -f "$work/nginx.pid" ] && nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log" -s quit 2>/dev/null || true
  psql "$server_url" -qc "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop EXIT

check() { # check <what> <expected> <actual>
  if [ "$2" = "$3" ]; then echo "ok    $1: $3"; else echo "FAIL  $1: expected $2, got $3"; failures=$((failures + 1)); fi
}

psql "$server_url" -qc "create database $db"

# Both start together on the empty database: one migrates and seeds, the other waits for it (the start-up lock).
for port in "${ports[@]}"; do
  PORT=$port HOST=127.0.0.1 DATABASE_URL=$database_url HUELLA_TRUST_PROXY=1 HUELLA_DEMO_PASSWORD=$password \
    HUELLA_PDF_WORKERS=0 LOG_LEVEL=warn node --import tsx packages/server/src/main.ts >"$work/api-$port.log" 2>&1 &
  pids+=($!)
done

# nginx with the shipped file, its ports, pid and logs moved to this run's directory.
sed -e "s/127\.0\.0\.1:8001/127.0.0.1:${ports[0]}/" -e "s/127\.0\.0\.1:8002/127.0.0.1:${ports[1]}/" \
  -e "s/listen 80;/listen 127.0.0.1:$balancer_port;/" -e "s|^pid .*|pid $work/nginx.pid;|" \
  -e "s|/var/log/nginx/huella-|$work/|" deploy/nginx.conf >"$work/nginx.conf"
nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log" -t -q
nginx -p "$work" -c "$work/nginx.conf" -e "$work/error.log"

for port in "${ports[@]}"; do
  for _ in $(seq 1 240); do
    grep -q "Huella is running" "$work/api-$port.log" && break
    if ! kill -0 "${pids[0]}" 2>/dev/null || ! kill -0 "${pids[1]}" 2>/dev/null; then cat "$work"/api-*.log; exit 1; fi
    sleep 0.5
  done
  grep -q "Huella is running" "$work/api-$port.log" || { echo "process on $port did not start"; cat "$work/api-$port.log"; exit 1; }
done
echo "two processes on :${ports[0]} and :${ports[1]}, nginx on :$balancer_port, database $db${2:+ through the pooler at $2}"

balancer=http://127.0.0.1:$balancer_port
login() {
  curl -s -H 'content-type: application/json' -d "{\"username\":\"demo.admin\",\"password\":\"$password\"}" "$balancer/api/get-token/" | jq -r .token
}
token=$(login)
check "login through nginx gives a token (64 hex digits)" 64 "${#token}"

# The token nginx's login handed out works on each process asked directly: it is a row in the database.
for port in "${ports[@]}"; do
  status=$(curl -s -o /dev/null -w '%{http_code}' -H "authorization: Token $token" "http://127.0.0.1:$port/api/commodities/?page_size=1")
  check "that token on the process at :$port" 200 "$status"
done

# A write through nginx, then reads through nginx: round robin sends them to both processes.
id=$(curl -s -H "authorization: Token $token" -H 'content-type: application/json' \
  -d '{"name":"Seen by both processes","description":"written through nginx"}' "$balancer/api/commodities/" | jq -r .id)
for _ in 1 2 3 4; do
  status=$(curl -s -o /dev/null -w '%{http_code}' -H "authorization: Token $token" "$balancer/api/commodities/$id/")
  check "read of commodity $id through nginx" 200 "$status"
done
served=$(grep -o "upstream=127.0.0.1:[0-9]*" "$work/access.log" | sort -u | wc -l)
check "processes that answered through nginx" 2 "$served"

# A failed login with a forged X-Forwarded-For: with HUELLA_TRUST_PROXY=1 the address counted is the one nginx saw.
curl -s -o /dev/null -H 'content-type: application/json' -H 'x-forwarded-for: 203.0.113.9' \
  -d '{"username":"demo.admin","password":"wrong"}' "$balancer/api/get-token/"
counted=$(psql "$database_url" -Atc "select ip from login_failures order by id desc limit 1")
check "address counted for a failed login with a forged X-Forwarded-For" 127.0.0.1 "$counted"

# Migrated and seeded once, although both started on the empty database, and both still running.
reports=$(curl -s -H "authorization: Token $token" "$balancer/api/reports/?type=transport&business_trip=false&page_size=1" | jq -r .count)
seeded=$(psql "$database_url" -Atc "select count(*) from reports where type = 'transport' and not business_trip")
check "transport reports listed through nginx = those in the database" "$seeded" "$reports"
check "demo companies (seeded once)" 1 "$(psql "$database_url" -Atc "select count(*) from companies where name = 'Demo Logistics'")"
alive=0
for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=$((alive + 1)); done
check "processes still running" 2 "$alive"
migrations=$(psql "$database_url" -Atc "select count(*) from drizzle.__drizzle_migrations")
files=$(ls packages/server/src/db/migrations/*.sql | wc -l)
check "migrations applied once each" "$files" "$migrations"

echo "nginx access log:"
sed 's/^/  /' "$work/access.log"
[ "$failures" -eq 0 ] && echo "all checks passed" || { echo "$failures checks failed"; exit 1; }
