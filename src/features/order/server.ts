import 'server-only'

