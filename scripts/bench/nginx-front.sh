# Sourced by the benches: the shipped front (deploy/nginx) on loopback, before one or more app
# ports, in a private folder. After `start_front`, nginx runs until `stop_front`.
#   start_front WORK_DIR FRONT_PORT "APP_PORT [APP_PORT…]" [extra server-level config]
# nginx from Debian (nginx-light; libnginx-mod-http-brotli-filter for brotli, optional).

start_front() {
  local work=$1 front_port=$2 app_ports=$3 extra=${4:-}
  mkdir -p "$work/cache" "$work/logs"
  chmod 755 "$work"
  local servers="" port
  for port in $app_ports; do servers+="    server 127.0.0.1:${port}\\1\n"; done
  # The shipped files, pointed at these app ports (with the shipped server parameters) and a private cache folder.
  sed -e "s#^    server 127.0.0.1:3000\(.*\)#${servers}#" -e "s#/var/cache/nginx/operator-website#${work}/cache#" \
    deploy/nginx/operator-website.conf > "$work/operator-website.conf"
  cp deploy/nginx/operator-website-locations.conf "$work/locations.conf"
  local brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so load=""
  if [[ -f $brotli_module ]]; then load="load_module $brotli_module;"; else sed -i -e '/^brotli_types/,/;$/d' -e '/brotli/d' "$work/locations.conf"; fi
  cat > "$work/nginx.conf" <<CONF
$load
$( [[ $(id -u) == 0 ]] && echo "user root;" )
worker_processes auto;
pid $work/nginx.pid;
error_log $work/logs/error.log warn;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path $work/body;
    proxy_temp_path $work/proxy;
    include $work/operator-website.conf;
    server {
        listen 127.0.0.1:${front_port};
        $extra
        include $work/locations.conf;
    }
}
CONF
  nginx -p "$work" -c "$work/nginx.conf"
  sleep 1
}

stop_front() {
  kill "$(cat "$1/nginx.pid" 2>/dev/null)" 2>/dev/null || true
}

# The front as visitors meet it (TLS with a throwaway certificate, HTTP/2) on TLS_PORT, plus the
# framework floor at /__framework-floor: the build's bare prerendered page (Next's not-found page,
# its scripts and nothing of the site), the reference the page benches measure against, with the
# response headers the site's pages get (scripts/bench/floor-headers.ts).
#   start_tls_front WORK_DIR TLS_PORT PLAIN_PORT "APP_PORT [APP_PORT…]"
start_tls_front() {
  local work=$1 tls_port=$2 plain_port=$3 app_ports=$4 floor=$PWD/.next/server/app/_not-found.html
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost -keyout "$work/key.pem" -out "$work/cert.pem" \
    -addext 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1' 2>/dev/null
  node --import tsx scripts/bench/floor-headers.ts "$floor" > "$work/floor-headers.conf"
  start_front "$work" "$plain_port" "$app_ports" \
    "listen 127.0.0.1:${tls_port} ssl http2; ssl_certificate $work/cert.pem; ssl_certificate_key $work/key.pem;
     location = /__framework-floor { alias $floor; default_type text/html; include $work/floor-headers.conf; }"
}
